/*
 * model_attribute.h: the string attribute that marks runtime-model functions (set by
 * the driver when it links the models): the trace shows what user code gets from them,
 * never their insides, and the analyses treat their calls as the models' known effects.
 *
 * Part of the contract between the pass and the encoder (passes/seq_contract.h), but
 * defined here, in the lowest layer that reads it: the static range analysis (below
 * passes/) asks whether a call goes to a model too.
 *
 * Ownership: constants only. Errors: none.
 */
#ifndef CB_MODEL_ATTRIBUTE_H
#define CB_MODEL_ATTRIBUTE_H

#define ENC_MODEL_ATTRIBUTE "cbounds-model"

#endif
