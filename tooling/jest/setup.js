// Testing Library's DOM matchers (toBeInTheDocument, toHaveAccessibleName, ...).
require('@testing-library/jest-dom');
