import { ContactInfoCard } from '../../features/contact/ContactInfoCard';
import { StoreContactCard } from '../../features/contact/StoreContactCard';
import styles from '../../features/contact/Contact.module.css';

/** /user/contact-information: my contact details, and my store posts' own contacts. */
export function ContactInformationScreen() {
  return (
    <div className={styles.screen} data-testid="contact-information">
      <ContactInfoCard />
      <StoreContactCard />
    </div>
  );
}
