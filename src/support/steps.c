/* Work counters of the near-linear algorithms (see CmirSteps in support.h):
 * the unit tests read them to check that cost grows with the input, not
 * faster. */
#include "support/support.h"

_Thread_local CmirSteps cmir_steps;
