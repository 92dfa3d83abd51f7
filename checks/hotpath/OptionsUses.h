//===--- OptionsUses.h - clang-tidy -----------------------------*- C++ -*-===//
//
// What the uses of a local options object do with it: hand it to a
// serializer that cannot keep it, read a member, capture it in a lambda, or
// anything else (which may keep the object or a pointer to it).
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_HOTPATH_OPTIONSUSES_H
#define TIDYJSON_CHECKS_HOTPATH_OPTIONSUSES_H

#include "hotpath/RunFrequency.h"
#include "model/Contract.h"
#include "support/ParentWalk.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Expr.h"

namespace clang::tidy::json {

/// What the uses of a local options object amount to.
struct LocalUses {
  /// A use may keep the object, or a lambda holding it may outlive the scope.
  bool Escapes = false;
  /// Some use hands it to a serializer.
  bool AnySerializer = false;
  /// Some serializer use runs as often as the object is built (not only in
  /// a loop that reuses it).
  bool AnyUseOnce = false;
  /// The first use that modifies it, if any.
  const Stmt *Mutation = nullptr;
  /// The first capture that names it, if any.
  SourceLocation ExplicitCapture;
};

/// The uses of \p Var in \p Body. \p Stop holds the statements around the
/// declaration, up to the body: a use whose climb reaches one of them is in
/// the declaration's own scope.
LocalUses analyzeUses(const VarDecl *Var, const Stmt &Body,
                      const llvm::SmallPtrSetImpl<const Stmt *> &Stop,
                      const ParentWalk &Walk, const EntryPoints &Entries);

/// Whether every parameter that argument \p ArgIndex of \p Call may bind to
/// accepts a const lvalue (or, with \p Address, a pointer to const): a const
/// reference, a copy, or a forwarding reference.
bool acceptsConstLvalue(const CallExpr *Call, unsigned ArgIndex, bool Address,
                        const EntryPoints &Entries);

/// Whether a class has a public, usable copy constructor.
bool isCopyConstructible(const CXXRecordDecl *RD);

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_HOTPATH_OPTIONSUSES_H
