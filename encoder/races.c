#include "encoder/races.h"

#include <stdlib.h>
#include <string.h>

#include "base/alloc.h"
#include "encoder/trace_extract.h"
#include "encoder/trace_names.h"

bool enc_race_bytes(cnf *c, const sx_event *error, uint64_t *address, uint64_t *size) {
  if (!error || !error->race_address || !error->race_size)
    return false;
  *address = enc_bits(c, error->race_address, 0, error->race_address->width);
  *size = enc_bits(c, error->race_size, 0, error->race_size->width);
  return true;
}

/* The racy bytes by their name in the source (`stats.total`, `q->buf[2]`'s `q.buf[2]`,
   `heap#2.len`), as trace_names.h gives it. */
static char *enc_location_text(const memory *mem, uint64_t address, uint64_t size) {
  uint64_t offset = address & (((uint64_t)1 << mem->offset_bits) - 1);
  uint64_t id = address >> mem->offset_bits;
  if (id == 0 || id >= mem->num_objects)
    return cb_format("address %#llx (%llu %s)", (unsigned long long)address,
                     (unsigned long long)size, size == 1 ? "byte" : "bytes");
  enc_names *names = enc_names_new(mem);
  char *text = enc_lvalue_name(names, id, offset, size, false, NULL);
  enc_names_free(names);
  return text;
}

/* The trace's note "race, first access: writes &x" as the access "writes &x". */
static bool enc_race_access_of(enc_result *result, const char *prefix, enc_race_access *out) {
  size_t n = strlen(prefix);
  for (size_t i = 0; i < result->trace_len; i++) {
    const enc_step *step = &result->trace[i];
    if (!step->note || strncmp(step->note, prefix, n))
      continue;
    const char *access = step->note + n;
    *out = (enc_race_access){step->loc, step->thread, step->round,
                             enc_strings_intern(result->strings, access, strlen(access))};
    return true;
  }
  return false;
}

void enc_race_record(enc_result *result, const memory *mem, uint64_t address, uint64_t size) {
  enc_race race = {.location = enc_location_text(mem, address, size),
                   .rounds = result->rounds_used,
                   .preemptions = result->preemptions_used};
  enc_race_access_of(result, "race, first access: ", &race.first);
  enc_race_access_of(result, "race, conflicting access: ", &race.second);
  result->races = cb_realloc(result->races, (result->num_races + 1) * sizeof *result->races);
  result->races[result->num_races++] = race;
}

aig_lit enc_race_touches(bvm *m, const sx_event *error, uint64_t address, uint64_t size) {
  if (!error->race_address || !error->race_size)
    return AIG_FALSE;
  aig *g = bvm_aig(m);
  unsigned width = error->race_address->width;
  const bv *start = bv_const(m, width, address);
  const bv *end = bv_const(m, width, address + size);
  const bv *its_end = bv_add(m, error->race_address, bv_zext(m, error->race_size, width));
  aig_lit overlap = aig_and(g, bv_ult(m, error->race_address, end), bv_ult(m, start, its_end));
  return aig_and(g, error->guard, overlap);
}

void enc_races_free(enc_result *result) {
  for (size_t i = 0; i < result->num_races; i++)
    free(result->races[i].location);
  free(result->races);
  result->races = NULL;
  result->num_races = 0;
}
