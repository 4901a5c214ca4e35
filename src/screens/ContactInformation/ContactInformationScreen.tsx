import { ContactInfoCard } from '../../features/people/contact/ContactInfoCard';
import { StoreContactCard } from '../../features/people/contact/StoreContactCard';
import styles from '../../features/people/contact/Contact.module.css';

/** /user/contact-information: my contact details, and my store posts' own contacts. */
export function ContactInformationScreen() {
  return (
    <div className={styles.screen} data-testid="contact-information">
      <ContactInfoCard />
      <StoreContactCard />
    </div>
  );
}
