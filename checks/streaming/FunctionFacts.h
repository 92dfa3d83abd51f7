//===--- FunctionFacts.h - clang-tidy ---------------------------*- C++ -*-===//
//
// What json-prefer-streaming needs to know about one definition, gathered in
// one traversal: the serializer calls, every reference to each variable, the
// range-for loops, the declaration statement of each local, the C library
// reads (fread, read, pread) and whether control can jump backwards (goto).
// The questions about a container (is it iterated by one loop, run once, and
// used nowhere else) are answered from these facts.
//
//===----------------------------------------------------------------------===//

#ifndef TIDYJSON_CHECKS_STREAMING_FUNCTIONFACTS_H
#define TIDYJSON_CHECKS_STREAMING_FUNCTIONFACTS_H

#include "model/Contract.h"
#include "support/ParentWalk.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Expr.h"
#include "clang/AST/StmtCXX.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

namespace clang::tidy::json {

struct FunctionFacts {
  struct EntryCall {
    const CallExpr *Call;
    const FunctionDecl *Entry;
  };
  std::vector<EntryCall> EntryCalls;
  /// Every reference to each variable, in source order.
  llvm::DenseMap<const VarDecl *, llvm::SmallVector<const DeclRefExpr *, 4>>
      Uses;
  /// The statement that declares each local variable.
  llvm::DenseMap<const VarDecl *, const DeclStmt *> DeclaredBy;
  std::vector<const CXXForRangeStmt *> RangeLoops;
  /// Calls to the C library's fread, read and pread.
  std::vector<const CallExpr *> RawReads;
  bool HasGoto = false;

  llvm::ArrayRef<const DeclRefExpr *> usesOf(const VarDecl *V) const {
    auto It = Uses.find(V);
    return It == Uses.end() ? llvm::ArrayRef<const DeclRefExpr *>()
                            : llvm::ArrayRef<const DeclRefExpr *>(It->second);
  }
  /// The range-for loop whose range is \p E (after implicit nodes), if any.
  const CXXForRangeStmt *loopOverRange(const Expr *E) const;
};

/// Gathers the facts of the definition \p Root (a function, with the lambdas
/// and local classes inside it).
FunctionFacts collectFacts(const Decl *Root, const EntryPoints &Entries);

/// Whether \p S is a loop statement (for, range-for, while, do).
bool isLoop(const Stmt *S);

/// Whether \p Inner runs at most once each time the declaration of \p V
/// runs: no loop and no lambda lies between them, and \p V's declaration
/// statement sits directly in a block. False when that cannot be told.
bool runsOncePerDeclaration(const Stmt *Inner, const VarDecl *V,
                            const FunctionFacts &Facts, const ParentWalk &Walk);

/// The variable that \p E denotes or is part of: through implicit nodes,
/// member accesses, subscripts, address-of, `.data()`-style member calls and
/// pointer arithmetic. Null when it is not one variable.
const VarDecl *baseVariable(const Expr *E);

} // namespace clang::tidy::json

#endif // TIDYJSON_CHECKS_STREAMING_FUNCTIONFACTS_H
