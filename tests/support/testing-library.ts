// Component tests wait for what a user would see for up to 5 s instead of Testing Library's 1 s: on
// a loaded 2-core machine (CI, or the whole suite at once) a first render can take longer than 1 s,
// and a test must fail on what the page shows, not on how busy the machine was.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5000 });
