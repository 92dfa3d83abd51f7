//===--- WriteOnce.h - clang-tidy -------------------------------*- C++ -*-===//
//
// json-prefer-streaming's writing side: a container filled in a loop only to
// be written whole to a stream or a file, then dropped. The producer has to
// become a range for serialize_stream, so there is no fix, only a note.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_STREAMING_WRITEONCE_H
#define TIDYJSON_CHECKS_STREAMING_WRITEONCE_H

#include "streaming/ReadOnce.h"

namespace clang::tidy::json {

struct WriteOnceSite {
  const CallExpr *Call = nullptr;
  const VarDecl *Var = nullptr;
  /// The loop that fills the container (the first, if several do).
  const Stmt *FillLoop = nullptr;
};

/// The site of the write \p Call to \p Entry, when it writes a local
/// container to a stream or a file and the container is used for nothing
/// else than being filled, in a loop, before.
std::optional<WriteOnceSite> findWriteOnce(const CallExpr *Call,
                                           const FunctionDecl *Entry,
                                           ContainerFilter IsContainer,
                                           const FunctionFacts &Facts,
                                           const ParentWalk &Walk);

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_STREAMING_WRITEONCE_H
