import 'server-only';
import { parseAppConfig, type AppConfig } from '@/lib/bff/config/app-config';

let cached: AppConfig | undefined;

/** The configuration, parsed from process.env on first use and then kept: fails loudly, once. */
export function getAppConfig(): AppConfig {
  cached ??= parseAppConfig(process.env);
  return cached;
}
