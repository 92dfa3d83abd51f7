//===--- Contract.h - clang-tidy --------------------------------*- C++ -*-===//
//
// Recognizing the runtime's API by its markers (model/Markers.h): entry
// points, the options class, marker roles. What every json-* check needs
// before it looks at a single description; one documented place, like
// Mozilla's CustomMatchers.h.
//
// Functions and classes that carry no marker are recognized by name too:
// the runtime's public names (for stand-ins of the runtime), and a
// codebase's own wrappers given in the SerializerFunctions and OptionsTypes
// options, which extend the runtime's own in every check.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_MODEL_CONTRACT_H
#define TIDYJSON_CHECKS_MODEL_CONTRACT_H

#include "clang/AST/Decl.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <vector>

namespace clang::tidy::json {

/// Whether \p D carries [[clang::annotate(Marker, ...)]] (on the declaration,
/// its template pattern or, for a specialization, its primary template).
bool hasMarker(const Decl *D, llvm::StringRef Marker);

/// The role of \p D's \p Marker: the annotation's second argument, if any.
std::optional<llvm::StringRef> markerRole(const Decl *D,
                                          llvm::StringRef Marker);

/// Whether \p D carries \p Marker with the role \p Role.
bool hasMarkerRole(const Decl *D, llvm::StringRef Marker, llvm::StringRef Role);

/// The serializer entry points a check recognizes: functions with the
/// entry marker, the runtime's public names, and the SerializerFunctions
/// option's names (fully qualified, leading "::" optional). Decided once per
/// declaration; clear() between translation units.
class EntryPoints {
public:
  explicit EntryPoints(llvm::ArrayRef<llvm::StringRef> SerializerFunctions);
  bool isEntryPoint(const FunctionDecl *FD) const;
  /// The entry point a call goes to: the direct callee, or, for a call that
  /// is still unresolved in a template, the first candidate that is an entry
  /// point. Null when the call is not to an entry point.
  const FunctionDecl *ofCall(const CallExpr *Call) const;
  /// The declarations a call may go to: its callee, or in a template the
  /// entry-point candidates of an unresolved name.
  llvm::SmallVector<const FunctionDecl *, 4>
  candidates(const CallExpr *Call) const;
  /// The direction of an entry point (markers::role), "write" when unsaid.
  static llvm::StringRef direction(const FunctionDecl *Entry);
  void clear() { Known.clear(); }

private:
  std::vector<llvm::StringRef> Names;
  mutable llvm::DenseMap<const FunctionDecl *, bool> Known;
};

/// The options types a check recognizes: the class with the options marker,
/// the runtime's options name, the given names, and every class derived from
/// one of them (it holds the same cache).
class OptionsTypes {
public:
  explicit OptionsTypes(llvm::ArrayRef<llvm::StringRef> Extra = {});
  bool isOptionsRecord(const CXXRecordDecl *RD) const;
  /// \p T after desugaring, ignoring references and cv-qualifiers.
  bool isOptionsType(QualType T) const;
  void clear() { Known.clear(); }

private:
  bool isListed(const CXXRecordDecl *RD) const;
  std::vector<llvm::StringRef> Names;
  mutable llvm::DenseMap<const Decl *, bool> Known;
};

/// Whether \p T is the runtime's own options class (marked, or named as the
/// runtime names it) or derived from it, as OptionsTypes without a list.
bool isRuntimeOptionsType(QualType T);

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_MODEL_CONTRACT_H
