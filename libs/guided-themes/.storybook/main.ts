import { groveStorybookConfig } from '../../../tools/storybook/groveStorybookConfig';

export default groveStorybookConfig();
