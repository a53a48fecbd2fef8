import { SiteHeader } from '@/components/account/site-header';
import { SignedOutHome } from '@/components/home/signed-out-home';

/**
 * The public home, for a visitor without a session cookie. With one, the proxy shows `app/home` here
 * instead, so that this page loads none of the signed-in home's client code (ADR 0072).
 */
export default function HomePage() {
  return (
    <>
      <SiteHeader />
      <SignedOutHome />
    </>
  );
}
