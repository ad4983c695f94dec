import { Alert } from '@mantine/core';
import { useLocation } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';

export default function LoginPage() {
  const state = useLocation().state as { notice?: string; email?: string } | null;
  return (
    <AuthCard title="Welcome back" subtitle="Log in to like, save, comment and keep your grocery lists.">
      {state?.notice && (
        <Alert color="blue" variant="light" mb="md" role="status">
          {state.notice}
        </Alert>
      )}
      <LoginForm email={state?.email} />
    </AuthCard>
  );
}
