import { LegalPage } from '../../features/shell/legal/LegalPage';

/** /privacy (both layouts): the privacy policy the registration form refers to. */
export function PrivacyScreen() {
  return <LegalPage doc="privacy" />;
}
