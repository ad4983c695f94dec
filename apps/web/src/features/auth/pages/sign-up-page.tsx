import { AuthCard } from '../components/auth-card';
import { SignUpForm } from '../components/sign-up-form';

export default function SignUpPage() {
  return (
    <AuthCard title="Create your account" subtitle="Sign up with your e-mail address.">
      <SignUpForm />
    </AuthCard>
  );
}
