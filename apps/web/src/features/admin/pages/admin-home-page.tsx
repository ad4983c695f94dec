import { NotYetAvailable } from '../../../components/not-yet-available';

export default function AdminHomePage() {
  return <NotYetAvailable />;
}
