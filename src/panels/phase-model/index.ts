export { phaseModelFigures, type PhaseModelFigures, type PhaseModelOptions } from './figures';

