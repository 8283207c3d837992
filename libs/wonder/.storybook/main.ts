import { groveStorybookConfig } from '../../../tools/storybook/groveStorybookConfig';

export default groveStorybookConfig({ glassCss: true });
