//===--- FunctionFacts.cpp - clang-tidy -----------------------------------===//

#include "FunctionFacts.h"
#include "support/ASTUtils.h"
#include "clang/AST/RecursiveASTVisitor.h"

namespace clang::tidy::json {

namespace {
class FactsCollector : public RecursiveASTVisitor<FactsCollector> {
public:
  FactsCollector(const EntryPoints &Entries, FunctionFacts &Facts)
      : Entries(Entries), Facts(Facts) {}

  // Implicit code holds the uses a lambda's implicit captures make and the
  // range variable of a range-for.
  bool shouldVisitImplicitCode() const { return true; }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *V = dyn_cast<VarDecl>(E->getDecl()))
      Facts.Uses[V].push_back(E);
    return true;
  }
  bool VisitDeclStmt(DeclStmt *S) {
    for (const Decl *D : S->decls())
      if (const auto *V = dyn_cast<VarDecl>(D))
        Facts.DeclaredBy.try_emplace(V, S);
    return true;
  }
  bool VisitCXXForRangeStmt(CXXForRangeStmt *S) {
    Facts.RangeLoops.push_back(S);
    return true;
  }
  bool VisitGotoStmt(GotoStmt *) {
    Facts.HasGoto = true;
    return true;
  }
  bool VisitIndirectGotoStmt(IndirectGotoStmt *) {
    Facts.HasGoto = true;
    return true;
  }
  bool VisitCallExpr(CallExpr *Call) {
    if (const FunctionDecl *Entry = Entries.ofCall(Call)) {
      Facts.EntryCalls.push_back({Call, Entry});
      return true;
    }
    const FunctionDecl *FD = Call->getDirectCallee();
    if (FD && FD->getIdentifier() &&
        (FD->isExternC() || FD->isInStdNamespace()))
      if (FD->getName() == "fread" || FD->getName() == "read" ||
          FD->getName() == "pread")
        Facts.RawReads.push_back(Call);
    return true;
  }

private:
  const EntryPoints &Entries;
  FunctionFacts &Facts;
};
} // namespace

FunctionFacts collectFacts(const Decl *Root, const EntryPoints &Entries) {
  FunctionFacts Facts;
  FactsCollector(Entries, Facts).TraverseDecl(const_cast<Decl *>(Root));
  return Facts;
}

const CXXForRangeStmt *FunctionFacts::loopOverRange(const Expr *E) const {
  for (const CXXForRangeStmt *Loop : RangeLoops)
    if (Loop->getRangeInit() && stripArgument(Loop->getRangeInit()) == E)
      return Loop;
  return nullptr;
}

bool isLoop(const Stmt *S) {
  return isa_and_nonnull<ForStmt, CXXForRangeStmt, WhileStmt, DoStmt>(S);
}

bool runsOncePerDeclaration(const Stmt *Inner, const VarDecl *V,
                            const FunctionFacts &Facts,
                            const ParentWalk &Walk) {
  auto It = Facts.DeclaredBy.find(V);
  if (It == Facts.DeclaredBy.end())
    return false;
  const auto *Block =
      dyn_cast_or_null<CompoundStmt>(Walk.parentStmt(It->second));
  if (!Block)
    return false;
  DynTypedNode N = DynTypedNode::create(*Inner);
  for (int Guard = 0; Guard < 4096; ++Guard) {
    N = Walk.parent(N);
    if (N.getNodeKind().isNone())
      return false;
    const auto *S = N.get<Stmt>();
    if (S == Block)
      return true;
    if (isLoop(S) || isa_and_nonnull<LambdaExpr>(S))
      return false;
    // Declarations between (a variable whose initializer holds Inner) are
    // walked through; a function or class boundary ends the walk.
    if (const auto *D = N.get<Decl>(); D && !isa<VarDecl>(D))
      return false;
  }
  return false;
}

const VarDecl *baseVariable(const Expr *E) {
  for (int Guard = 0; E && Guard < 64; ++Guard) {
    E = stripArgument(E)->IgnoreParenImpCasts();
    if (const auto *DRE = dyn_cast<DeclRefExpr>(E))
      return dyn_cast<VarDecl>(DRE->getDecl());
    if (const auto *ME = dyn_cast<MemberExpr>(E))
      E = ME->getBase();
    else if (const auto *AS = dyn_cast<ArraySubscriptExpr>(E))
      E = AS->getBase();
    else if (const auto *UO = dyn_cast<UnaryOperator>(E);
             UO &&
             (UO->getOpcode() == UO_AddrOf || UO->getOpcode() == UO_Deref))
      E = UO->getSubExpr();
    else if (const auto *Op = dyn_cast<CXXOperatorCallExpr>(E);
             Op && Op->getNumArgs() >= 1 &&
             (Op->getOperator() == OO_Subscript ||
              Op->getOperator() == OO_Arrow || Op->getOperator() == OO_Star))
      E = Op->getArg(0);
    else if (const auto *MC = dyn_cast<CXXMemberCallExpr>(E))
      E = MC->getImplicitObjectArgument();
    else if (const auto *BO = dyn_cast<BinaryOperator>(E);
             BO && BO->isAdditiveOp())
      E = BO->getLHS()->getType()->isPointerType() ? BO->getLHS()
                                                   : BO->getRHS();
    else
      return nullptr;
  }
  return nullptr;
}

} // namespace clang::tidy::json
