import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '.next/**',
      '.next-hosted/**',
      '.next-analyze/**',
      '.next-floor/**',
      'node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'bench-results/**',
      'next-env.d.ts',
      'public/**',
      'screens/**',
      'studio/dist/**',
      'studio/.sanity/**',
      'studio/.typegen-check/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
];

export default config;
