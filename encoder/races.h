/*
 * races.h: the racy locations of cbounds --race --all (docs/races.md, "Every racy
 * location"). Internal to the encoder.
 *
 * A race error of runtime-models/race.c carries the racy bytes (sx_event.race_address
 * and race_size: the overlap of its two accesses). After a model of a race, the search
 * records the location and adds a clause that no race error touches those bytes again,
 * then asks the same solver once more.
 *
 * Ownership: the enc_race entries belong to the enc_result (freed by enc_races_free);
 * their access texts are interned in the result's strings.
 */
#ifndef CB_RACES_H
#define CB_RACES_H

#include <stdbool.h>
#include <stdint.h>

#include "encoder/check.h"
#include "bitblast/cnf.h"
#include "encoder/memory.h"
#include "encoder/symex_events.h"

/* The racy bytes of a race error in the model. False if the error carries none. */
bool enc_race_bytes(cnf *c, const sx_event *error, uint64_t *address, uint64_t *size);

/* Appends the race of result's trace (its two race notes) at the given bytes, named
   from the debug information (`stats.total`). */
void enc_race_record(enc_result *result, const memory *mem, uint64_t address, uint64_t size);

/* A race error that touches [address, address + size): its guard and the overlap. */
aig_lit enc_race_touches(bvm *m, const sx_event *error, uint64_t address, uint64_t size);

void enc_races_free(enc_result *result);

#endif
