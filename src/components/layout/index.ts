export { Header } from './Header';
export { Footer } from './Footer';
export { PublicLayout } from './PublicLayout';
export { StandaloneLayout } from './StandaloneLayout';
