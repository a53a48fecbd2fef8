import { configure } from '@testing-library/react';
import { SETTLE_TIMEOUT_MS } from '@/testing/settle';

// `waitFor` and the `findBy…` queries wait this long before they give up.
configure({ asyncUtilTimeout: SETTLE_TIMEOUT_MS });
