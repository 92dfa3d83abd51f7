//===--- EntryCalls.h - clang-tidy ------------------------------*- C++ -*-===//
//
// Finding every serializer call a translation unit writes, in one traversal.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_MODEL_ENTRYCALLS_H
#define TIDYJSON_CHECKS_MODEL_ENTRYCALLS_H

#include "model/Contract.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace clang::tidy::json {

/// Calls \p Found for every call to an entry point (resolved, or unresolved
/// in a template) in \p Unit outside system headers, template instantiations
/// included. The traversal is the one the matchers make (implicit code,
/// lambda classes, variable template specializations), without the parent
/// map that matchers such as isInTemplateInstantiation() build. It does not
/// enter the runtime's namespace: the runtime's own calls between its entry
/// points are not the user's. Returns the first function of the user's whose
/// body the parser skipped (clangd builds a preamble without bodies unless
/// json-clangd keeps them): calls in it cannot be seen. Null under clang-tidy.
const FunctionDecl *findEntryCalls(
    TranslationUnitDecl *Unit, const SourceManager &SM,
    const EntryPoints &Entries,
    llvm::function_ref<void(const CallExpr *, const FunctionDecl *)> Found);

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_MODEL_ENTRYCALLS_H
