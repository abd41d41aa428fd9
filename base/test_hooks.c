/* test_hooks.c: CBOUNDS_TEST_HOOKS (test_hooks.h). */
#include "base/test_hooks.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "base/msg.h"

static const char *const th_names[TH_COUNT] = {
#define TH_NAME(hook, name, what) [hook] = name,
    TH_HOOKS(TH_NAME)
#undef TH_NAME
};

static bool th_active[TH_COUNT];

bool th_init(void) {
  memset(th_active, 0, sizeof th_active);
  const char *list = getenv("CBOUNDS_TEST_HOOKS");
  while (list && *list) {
    size_t length = strcspn(list, ",");
    int found = -1;
    for (int h = 0; h < TH_COUNT; h++)
      if (strlen(th_names[h]) == length && !strncmp(th_names[h], list, length))
        found = h;
    if (found < 0) {
      msg_error("CBOUNDS_TEST_HOOKS: unknown hook '%.*s'", (int)length, list);
      return false;
    }
    th_active[found] = true;
    list += length + (list[length] == ',');
  }
  return true;
}

bool th_on(th_hook hook) {
  assert(hook < TH_COUNT);
  return th_active[hook];
}
