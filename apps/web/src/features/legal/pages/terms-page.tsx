import { Link } from 'react-router';
import { useSiteConfig } from '../../../lib/site-config';
import { LegalPage } from '../components/legal-page';

export default function TermsPage() {
  const { brand_name: brand, contact_email: email, currency } = useSiteConfig();
  const currencyName = new Intl.DisplayNames(['en'], { type: 'currency' }).of(currency) ?? currency;
  return (
    <LegalPage title="Terms and Conditions" updated="November 2026">
      <p>
        These terms govern your use of {brand}: its website, videos, recipes, shows, community and store. By
        creating an account or using {brand} you accept them. If you do not accept them, please do not use the
        service.
      </p>
      <h2>Who may use {brand}</h2>
      <p>
        You must be at least 13 years old to create an account. If you are under the age of majority where you
        live, a parent or guardian must agree to these terms on your behalf.
      </p>
      <h2>Your account</h2>
      <p>
        Keep your password private and tell us at <a href={`mailto:${email}`}>{email}</a> if you think someone
        else has used your account. You are responsible for what happens under your account.
      </p>
      <h2>Memberships and purchases</h2>
      <p>
        Premium videos and episodes are available with a monthly or annual membership, or by buying a single
        item. Prices are shown in {currencyName} before you pay. A membership renews automatically only if you
        choose automatic renewal; you can cancel renewal at any time from your plan details and keep access
        until the end date. Upgrading from monthly to annual charges the difference for the rest of the
        current term.
      </p>
      <h2>Community rules</h2>
      <p>
        Posts, comments and photos you share must be your own or shared with permission. Spam, harassment,
        nudity and content that infringes someone else&apos;s rights are not allowed. Members can report
        content; our team reviews reports and may remove content or close accounts that break these rules.
      </p>
      <h2>Content you share</h2>
      <p>
        You keep ownership of what you post. You give {brand} a licence to host, display and distribute it
        within the service for as long as it stays published.
      </p>
      <h2>Our content</h2>
      <p>
        Recipes, videos and shows published by {brand} are for your personal, non-commercial use. Do not copy,
        resell or redistribute them.
      </p>
      <h2>Liability</h2>
      <p>
        Cooking involves heat, knives and allergens. Follow recipes with care and check ingredients against
        your own dietary needs. {brand} is provided as is, to the extent the law allows.
      </p>
      <h2>Governing law</h2>
      <p>These terms are governed by the laws of the Netherlands.</p>
      <h2>Privacy</h2>
      <p>
        How we handle your personal data is described in the <Link to="/privacy-policy">Privacy Policy</Link>{' '}
        and the <Link to="/data-policy">Data Policy</Link>.
      </p>
    </LegalPage>
  );
}
