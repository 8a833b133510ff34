// Screens load their route chunks lazily; on a busy machine the first render can take longer than
// Testing Library's 1 s default for findBy*, which would fail a correct screen.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5_000 });
