//===--- WriteOnce.cpp - clang-tidy ---------------------------------------===//

#include "WriteOnce.h"
#include "model/Markers.h"
#include "support/ASTUtils.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"

namespace clang::tidy::json {

namespace {
/// Whether the write goes to a stream or a file: serialize_to with a
/// destination other than a string buffer, or serialize whose text is
/// inserted into a std::ostream.
bool writesToStreamOrFile(const CallExpr *Call, const FunctionDecl *Entry,
                          unsigned ValueArg, const ParentWalk &Walk) {
  if (ValueArg > 0)
    return Entry->getNumParams() > 0 &&
           !isStdClassOrDerived(Entry->getParamDecl(0)->getType(),
                                "basic_string");
  const auto *Op =
      dyn_cast_or_null<CXXOperatorCallExpr>(Walk.valueParent(Call));
  return Op && Op->getOperator() == OO_LessLess && Op->getNumArgs() == 2 &&
         stripArgument(Op->getArg(1)) == Call &&
         isStdClassOrDerived(Op->getArg(0)->getType(), "basic_ostream");
}

/// Whether \p V starts empty.
bool startsEmpty(const VarDecl *V) {
  const Expr *Init = V->getInit();
  if (!Init)
    return true;
  Init = stripArgument(Init);
  if (const auto *C = dyn_cast<CXXConstructExpr>(Init))
    return C->getNumArgs() == 0 ||
           (C->getNumArgs() == 1 && isa<CXXDefaultArgExpr>(C->getArg(0)));
  if (const auto *List = dyn_cast<InitListExpr>(Init))
    return List->getNumInits() == 0;
  return false;
}

/// The member functions that add elements (or room for them).
bool isFill(const CXXMethodDecl *M) {
  if (!M || !M->getIdentifier())
    return false;
  return llvm::is_contained(
      llvm::ArrayRef<llvm::StringRef>{"push_back", "emplace_back", "push_front",
                                      "emplace_front", "insert", "emplace",
                                      "reserve"},
      M->getName());
}

/// The innermost loop around \p S below the block that declares the
/// container; null when there is none, or when a lambda or another
/// declaration comes first (\p Ok is false then).
const Stmt *loopBelow(const Stmt *S, const Stmt *Block, const ParentWalk &Walk,
                      bool &Ok) {
  const Stmt *Loop = nullptr;
  DynTypedNode N = DynTypedNode::create(*S);
  for (int Guard = 0; Guard < 4096; ++Guard) {
    N = Walk.parent(N);
    const auto *P = N.get<Stmt>();
    if (P == Block)
      return Loop;
    if (!P || isa<LambdaExpr>(P)) {
      if (!N.get<VarDecl>())
        break;
      continue;
    }
    if (isLoop(P) && !Loop)
      Loop = P;
  }
  Ok = false;
  return nullptr;
}
} // namespace

std::optional<WriteOnceSite> findWriteOnce(const CallExpr *Call,
                                           const FunctionDecl *Entry,
                                           ContainerFilter IsContainer,
                                           const FunctionFacts &Facts,
                                           const ParentWalk &Walk) {
  if (Call->isTypeDependent() || Call->isValueDependent() || Facts.HasGoto ||
      EntryPoints::direction(Entry) != markers::role::Write)
    return std::nullopt;
  WriteOnceSite Site;
  Site.Call = Call;
  unsigned ValueArg = 0;
  for (; ValueArg < Call->getNumArgs(); ++ValueArg) {
    const auto *DRE = dyn_cast<DeclRefExpr>(
        stripArgument(Call->getArg(ValueArg))->IgnoreParenImpCasts());
    const auto *V = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
    if (V && !containerElement(V->getType(), IsContainer).isNull()) {
      Site.Var = V;
      break;
    }
  }
  const VarDecl *V = Site.Var;
  if (!V || !V->isLocalVarDecl() || !V->hasLocalStorage() ||
      V->getType()->isReferenceType() || !startsEmpty(V) ||
      !writesToStreamOrFile(Call, Entry, ValueArg, Walk) ||
      !runsOncePerDeclaration(Call, V, Facts, Walk))
    return std::nullopt;
  const Stmt *Block = Walk.parentStmt(Facts.DeclaredBy.lookup(V));
  const SourceManager &SM = Walk.context().getSourceManager();
  const Expr *Written = stripArgument(Call->getArg(ValueArg));
  for (const DeclRefExpr *Use : Facts.usesOf(V)) {
    if (Use->refersToEnclosingVariableOrCapture())
      return std::nullopt;
    if (Use == Written->IgnoreParenImpCasts())
      continue;
    const auto *Member = dyn_cast_or_null<MemberExpr>(Walk.valueParent(Use));
    const auto *Fill =
        Member ? dyn_cast_or_null<CXXMemberCallExpr>(Walk.valueParent(Member))
               : nullptr;
    if (!Fill || !isFill(Fill->getMethodDecl()) ||
        !SM.isBeforeInTranslationUnit(Fill->getBeginLoc(), Call->getBeginLoc()))
      return std::nullopt;
    bool Ok = true;
    const Stmt *Loop = loopBelow(Fill, Block, Walk, Ok);
    if (!Ok)
      return std::nullopt;
    if (Loop && !Site.FillLoop)
      Site.FillLoop = Loop;
  }
  if (!Site.FillLoop)
    return std::nullopt;
  return Site;
}

} // namespace clang::tidy::json
