//===--- ReadOnce.h - clang-tidy --------------------------------*- C++ -*-===//
//
// json-prefer-streaming's reading side: a whole top-level array read into a
// container that is only iterated once and not kept, and the fix to a loop
// over deserialize_stream where that rewrite is exact.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_STREAMING_READONCE_H
#define TIDYJSON_CHECKS_STREAMING_READONCE_H

#include "streaming/FunctionFacts.h"
#include "streaming/ReadSource.h"
#include "clang/Basic/Diagnostic.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include <optional>
#include <string>
#include <vector>

namespace clang::tidy::json {

/// A read of a whole array into a container that one loop iterates once.
struct ReadOnceSite {
  const CallExpr *Call = nullptr;
  const FunctionDecl *Entry = nullptr;
  QualType Container;
  QualType Element;
  /// The variable holding the container (or, for a try_ read, the result);
  /// null when the read is the loop's range itself.
  const VarDecl *Var = nullptr;
  const CXXForRangeStmt *Loop = nullptr;
  /// A try_ read: the container is the value of a result.
  bool TryForm = false;
  ReadSource Source;
};

/// The element type of \p T when it is one of the containers a predicate
/// accepts (by the qualified name of its class template); null otherwise.
using ContainerFilter = llvm::function_ref<bool(const ClassTemplateDecl *)>;
QualType containerElement(QualType T, ContainerFilter IsContainer);

/// The site of the read \p Call to \p Entry, when it reads a whole array
/// from a stream or a file into a container that is only iterated once.
std::optional<ReadOnceSite> findReadOnce(const CallExpr *Call,
                                         const FunctionDecl *Entry,
                                         ContainerFilter IsContainer,
                                         const FunctionFacts &Facts,
                                         const ParentWalk &Walk);

/// The fix to a loop over deserialize_stream, or why there is none (and
/// where to say so).
struct StreamFix {
  std::vector<FixItHint> Edits;
  std::string WhyNot;
  SourceLocation WhyAt;
};
StreamFix makeStreamFix(const ReadOnceSite &Site, const FunctionFacts &Facts,
                        const ParentWalk &Walk, const EntryPoints &Entries);

/// The qualified name of the streaming entry point \p Name next to \p Entry
/// ("tidyjson::deserialize_stream").
std::string streamingName(const FunctionDecl *Entry, llvm::StringRef Name);

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_STREAMING_READONCE_H
