import { LoginPage } from './login-page.js';
import { mountAccountPage } from './mount.js';

mountAccountPage((env) => <LoginPage {...env} />);
