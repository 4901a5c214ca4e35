import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import styles from './Invite.module.css';

/** The QR code of `link`, drawn by the qrcode library (invite links, shared posts); `data-link` carries what it encodes. */
export function InviteQr({ link, alt, testId = 'invite-qr' }: { link: string; alt: string; testId?: string }) {
  const [src, setSrc] = useState('');
  useEffect(() => {
    let live = true;
    // Margin 2 and high contrast: cameras read it off a dark screen too.
    QRCode.toDataURL(link, { margin: 2, width: 240, errorCorrectionLevel: 'M' }).then(
      (url) => live && setSrc(url),
      () => live && setSrc(''),
    );
    return () => {
      live = false;
    };
  }, [link]);
  return (
    <div className={styles.qr}>
      {src ? (
        <img src={src} alt={alt} width={240} height={240} data-testid={testId} data-link={link} />
      ) : (
        <span className={styles.qrPending} aria-hidden="true" />
      )}
    </div>
  );
}
