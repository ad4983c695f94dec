import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../../features/auth/api/auth-api';

export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await logout();
    queryClient.clear();
    navigate('/home-page-new', { replace: true });
  };
}
