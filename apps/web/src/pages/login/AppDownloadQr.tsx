import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { useTranslation } from 'react-i18next';

/** Where the site offers its mobile apps. */
export function appDownloadUrl(origin: string): string {
  return `${origin.replace(/\/+$/, '')}/app`;
}

export function AppDownloadQr() {
  const { t } = useTranslation('login');
  const [image, setImage] = useState<string | null>(null);
  const url = appDownloadUrl(window.location.origin);

  useEffect(() => {
    let active = true;
    QRCode.toDataURL(url, { margin: 1, width: 192, color: { dark: '#282F44', light: '#FFFFFF' } })
      .then((data) => {
        if (active) setImage(data);
      })
      .catch((error: unknown) => console.warn('app download QR code failed', error));
    return () => {
      active = false;
    };
  }, [url]);

  return (
    <a className="app-qr" href={url} target="_blank" rel="noreferrer">
      <span className="app-qr__code">
        {image && <img src={image} alt={t('app.qrAlt')} width={72} height={72} />}
      </span>
      <span className="app-qr__text">
        <strong>{t('app.title')}</strong>
        <span>{t('app.hint')}</span>
      </span>
    </a>
  );
}
