import { describePublishedFirstScreens } from 'shared-kernel/testing';
import { pages } from '../pages';
import { prerender } from './first-screens';

describePublishedFirstScreens(prerender, pages);
