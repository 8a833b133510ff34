import { mountAccountPage } from './mount.js';
import { SignupPage } from './signup-page.js';

mountAccountPage((env) => <SignupPage {...env} />);
