// What views may use of this panel (views import no file of a panel but this one).
export { COURSE_PATH, type FieldError, type PathForm, type PathParams, RANGES, bdpWhole, buildScenario, checkField, checkPathForm, fitLimit, modelAt, pathModel, playSteps, regimeOf, sweepWindows } from './model';
