/* models.c: linking the runtime models into the program, with the driver's messages. */
#include "driver/models.h"

#include <stdlib.h>

#include "base/msg.h"
#include "passes/seq_models.h"

bool mdl_link(fe_context *context, LLVMModuleRef module, const char *file) {
  if (seq_has_models(module))
    return true; /* the output of opt -passes=seq, which linked them */
  const char *error = NULL;
  bool linked = seq_link_models(module, &error);
  char *detail = fe_context_take_error(context);
  if (!linked)
    msg_error("%s: %s%s%s", file, error, detail ? ": " : "", detail ? detail : "");
  free(detail);
  return linked;
}
