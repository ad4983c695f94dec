import { Link } from 'react-router';
import { useSiteConfig } from '../../../lib/site-config';
import { LegalPage } from '../components/legal-page';

export default function DataPolicyPage() {
  const { brand_name: brand, contact_email: email } = useSiteConfig();
  return (
    <LegalPage title="Data Policy" updated="November 2026">
      <h2>Asking for deletion</h2>
      <p>
        To have your {brand} account and its personal data deleted, send an e-mail to{' '}
        <a href={`mailto:${email}`}>{email}</a> with the e-mail address of your account and a short summary of
        what you want deleted. You receive a confirmation e-mail once it is done.
      </p>
      <h2>Response times</h2>
      <ul>
        <li>We respond to every data request (access, correction, deletion) within one month.</li>
        <li>Requests to remove links to your content take 2-3 weeks to complete.</li>
      </ul>
      <h2>Age</h2>
      <p>You must be at least 13 years old to use {brand}.</p>
      <h2>Governing law</h2>
      <p>This policy and any dispute about it are governed by the laws of the Netherlands.</p>
      <p>
        More about what we collect and why is in the <Link to="/privacy-policy">Privacy Policy</Link>.
      </p>
    </LegalPage>
  );
}
