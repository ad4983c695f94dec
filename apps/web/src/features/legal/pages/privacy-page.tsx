import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useSiteConfig } from '../../../lib/site-config';
import { LegalPage } from '../components/legal-page';

export default function PrivacyPage() {
  const { brand_name: brand, contact_email: email } = useSiteConfig();
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <LegalPage title="Privacy Policy" updated="November 2026">
      <p>
        This policy explains what personal data {brand} collects, why, and the choices you have. Questions go
        to <a href={`mailto:${email}`}>{email}</a>.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>
          Account data: your name, e-mail address, password (stored only as a one-way hash) and profile
          picture.
        </li>
        <li>If you sign in with Google: your Google account id, name, e-mail address and picture.</li>
        <li>
          What you do in {brand}: likes, bookmarks, comments, posts, grocery lists and reports you make.
        </li>
        <li>
          Payments: your plan, purchases and the last digits of your card. Full card numbers never reach our
          servers.
        </li>
        <li>Notifications: the browser or device registration you allow, so we can notify you.</li>
      </ul>
      <h2>Why we use it</h2>
      <p>
        To run your account, show you the content you are entitled to, process payments, send the
        notifications and e-mails you asked for (such as password resets and receipts), keep the community
        safe, and improve {brand}.
      </p>
      <h2>Who we share it with</h2>
      <p>
        Only with the services that run {brand} on our behalf (hosting, payment processing, e-mail, video
        delivery), under contracts that protect your data. We do not sell personal data.
      </p>
      <h2>How long we keep it</h2>
      <p>
        As long as your account exists, and afterwards only where the law requires it (for example payment
        records).
      </p>
      <h2>Your rights</h2>
      <p>
        You may ask for a copy of your data, its correction or its deletion. We answer data requests within
        one month.
        {brand} is not meant for children under 13.
      </p>
      <h2 id="data-deletion">Data deletion policy</h2>
      <p>
        To delete your account and its data, e-mail <a href={`mailto:${email}`}>{email}</a> from the address
        of your account with a short summary of your request. We confirm by e-mail once the deletion is done,
        within one month. Requests to remove a link or a copy held elsewhere take 2-3 weeks. See the{' '}
        <Link to="/data-policy">Data Policy</Link> for details.
      </p>
      <h2>Governing law</h2>
      <p>This policy is governed by the laws of the Netherlands.</p>
    </LegalPage>
  );
}
