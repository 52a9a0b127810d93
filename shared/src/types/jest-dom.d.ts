// jest-dom's matchers for every package's tests (jest.setup-dom.ts registers them at run time).
import '@testing-library/jest-dom';
