// A type error fails a run of one test file (`npx jest test/dice`) as it fails `npm test`: ts-jest
// type-checks each file it compiles against the project's tsconfig.json. (There isolatedModules is
// on, which would make ts-jest only strip the types; tsc's own check keeps that rule.) `npm test`
// type-checks the whole project with tsc just before jest (scripts/test.js) and says so with
// LAW_TYPECHECKED=1: jest then only strips the types, and the suite keeps its time.
// Source maps are on, so that a failure points at its line of the .ts file, not of the compiled one.
const typechecked = process.env.LAW_TYPECHECKED === '1';

/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.ts$': ['ts-jest', { diagnostics: !typechecked, tsconfig: { sourceMap: true, ...(typechecked ? {} : { isolatedModules: false }) } }],
  },
  moduleFileExtensions: ['ts', 'js', 'json'],
};
