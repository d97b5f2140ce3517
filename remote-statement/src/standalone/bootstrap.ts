import { mountStandalone } from 'shared-kernel/standalone-shell';
import { pages } from '../pages';

const root = document.getElementById('root');
if (root) void mountStandalone(pages, root);
