import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Menus and toasts load their code on first use (dynamic import); under a busy CI machine that first
// transform can take longer than testing-library's default 1 s wait.
configure({ asyncUtilTimeout: 5000 });
