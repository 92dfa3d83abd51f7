//===--- Matchers.h - clang-tidy ------------------------------------------===//
//
// What every json-* check needs to recognize the tidyjson runtime: its
// contract markers, its serializer entry points (resolved and, in templates,
// unresolved calls), and the options type. One documented place, like
// Mozilla's CustomMatchers.h.
//
// The runtime marks its API with [[clang::annotate("tidyjson::...")]]:
//   "tidyjson::entry"     serializer entry points (argument: "read"/"write")
//   "tidyjson::options"   the runtime options class
//   "tidyjson::type_tag"  the first parameter type of every description function
//   "tidyjson::attribute" per-field attribute types
//   "tidyjson::context"   context classes
// Qualified-name options (SerializerFunctions, OptionsTypes) extend the
// markers for a codebase's own wrappers.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_MATCHERS_H
#define TIDYJSON_CHECKS_MATCHERS_H

#include "clang/AST/Decl.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/Expr.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace clang::tidy::json {

/// The serializer entry points of the runtime, by qualified name. Functions
/// carrying the "tidyjson::entry" marker are entry points whatever their name.
inline constexpr llvm::StringLiteral DefaultSerializerFunctions =
    "::tidyjson::serialize;::tidyjson::serialize_to;::tidyjson::try_serialize;"
    "::tidyjson::deserialize;::tidyjson::try_deserialize;"
    "::tidyjson::serialize_stream;::tidyjson::deserialize_stream;"
    "::tidyjson::json_schema";

/// The options type of the runtime.
inline constexpr llvm::StringLiteral DefaultOptionsTypes = "::tidyjson::options";

/// The direction of an entry point, from its marker argument.
enum class EntryKind { Unknown, Read, Write, Schema };

/// Whether \p D carries [[clang::annotate(Marker)]] (on the declaration, its
/// template pattern or, for a specialization, its primary template).
bool hasMarker(const Decl *D, llvm::StringRef Marker);

/// The first string argument of the annotation \p Marker on \p D, if any.
std::optional<std::string> markerArgument(const Decl *D, llvm::StringRef Marker);

/// Whether \p FD is a serializer entry point: marked, or named in \p Names
/// (fully qualified names, leading "::" optional).
bool isEntryPoint(const FunctionDecl *FD, llvm::ArrayRef<llvm::StringRef> Names);

/// The entry point a call goes to: the direct callee, or, for a call that is
/// still unresolved in a template, the first candidate that is an entry
/// point. Null when the call is not to an entry point.
const FunctionDecl *entryPointOfCall(const CallExpr *Call,
                                     llvm::ArrayRef<llvm::StringRef> Names);

/// Whether \p RD is one of the options types: marked, or named in \p Names.
bool isOptionsRecord(const CXXRecordDecl *RD,
                     llvm::ArrayRef<llvm::StringRef> Names);

/// Whether \p T (after desugaring, ignoring references and cv-qualifiers) is
/// an options type.
bool isOptionsType(QualType T, llvm::ArrayRef<llvm::StringRef> Names);

/// Matches a call expression whose callee may be a serializer entry point
/// (cheap pre-filter; confirm with entryPointOfCall in check()).
ast_matchers::StatementMatcher possibleEntryCall();

/// Whether \p D, or a declaration lexically enclosing it, is a class or
/// function template instantiation (implicit, or an explicit instantiation):
/// what ast_matchers::isInstantiated() matches, found by walking the
/// declaration contexts instead of hasAncestor(), which builds the parent map
/// of the whole translation unit.
bool isInInstantiation(const Decl *D);

/// Strips what wraps an argument expression without changing which object it
/// denotes: implicit casts, parentheses, temporaries' bookkeeping.
const Expr *stripArgument(const Expr *E);

/// How fit a report at \p Loc is to carry a fix that other reports share
/// (one edit at one place may be carried by one diagnostic only): 0 in the
/// main file, 1 in another file (shown only under --header-filter), 2 when a
/// NOLINT comment is likely to suppress it (NOLINT on its line,
/// NOLINTNEXTLINE on the line before, or inside NOLINTBEGIN/NOLINTEND).
unsigned carrierRank(SourceLocation Loc, const SourceManager &SM);

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_MATCHERS_H
