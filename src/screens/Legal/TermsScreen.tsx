import { LegalPage } from '../../features/shell/legal/LegalPage';

/** /terms (both layouts): the terms of use the registration form refers to. */
export function TermsScreen() {
  return <LegalPage doc="terms" />;
}
