import Container from '@mui/material/Container';
import { PageHeading } from '../../../components/page/PageHeading';

/** Admin login (product-spec §2 Admin screens), outside the admin layout. Placeholder until the screen is built. */
export function AdminLoginPage() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
      <PageHeading id="admin.login.title" />
    </Container>
  );
}
