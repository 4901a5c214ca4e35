import { LangSwitch } from '../../shell/locale/LangSwitch';
import { useUserMessages } from './messages';
import styles from './AccountMenu.module.css';

export function SettingsCard() {
  const m = useUserMessages();
  return (
    <section className={styles.menu}>
      <h3 className={styles.menuTitle}>{m.settings}</h3>
      <div className={styles.settingRow}>
        <span>{m.language}</span>
        <LangSwitch />
      </div>
    </section>
  );
}
