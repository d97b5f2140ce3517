// Dev only: this remote alone inside the kernel's minimal shell (`npm run dev -w <remote>`).
void import('./bootstrap');
