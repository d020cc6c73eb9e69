// Every web test file: findBy* and waitFor wait up to 5 s instead of Testing Library's 1 s. Their retries end as
// soon as the assertion holds, so a fast machine loses nothing; CI runs these beside the registry's and BFF's suites
// on two cores, where a render can take longer than a second.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
